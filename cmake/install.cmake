# SPDX-License-Identifier: MIT
# cmake/install.cmake — `cmake --install` for exactpred: the headers, libexactpred.a, the CMake
# package (exactpredTargets.cmake with the exactpred:: namespace, exactpredConfig.cmake and
# exactpredConfigVersion.cmake) and a pkg-config file. Included from the top-level
# CMakeLists.txt when EXACTPRED_INSTALL is on.
#
# Invariant: the exported target references nothing but itself; the library has no link
# dependency of its own (Boost, GMP and CGAL are test-only), and private helper targets such
# as exactpred_warnings are kept to the build tree.
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

set(EXACTPRED_INSTALL_CMAKEDIR "${CMAKE_INSTALL_LIBDIR}/cmake/exactpred"
    CACHE STRING "Where exactpredConfig.cmake is installed (relative to the prefix)")

# A static library carries its private link items into its export as $<LINK_ONLY:...>. Keep
# build-only helper targets out of the installed interface.
get_target_property(_exactpred_links exactpred INTERFACE_LINK_LIBRARIES)
if(_exactpred_links)
  set(_exactpred_clean_links "")
  foreach(_item IN LISTS _exactpred_links)
    if(_item MATCHES "^\\$<LINK_ONLY:(exactpred_[a-z_]+)>$")
      list(APPEND _exactpred_clean_links "$<LINK_ONLY:$<BUILD_INTERFACE:${CMAKE_MATCH_1}>>")
    elseif(_item MATCHES "^exactpred_[a-z_]+$")
      list(APPEND _exactpred_clean_links "$<BUILD_INTERFACE:${_item}>")
    else()
      list(APPEND _exactpred_clean_links "${_item}")
    endif()
  endforeach()
  set_property(TARGET exactpred PROPERTY INTERFACE_LINK_LIBRARIES "${_exactpred_clean_links}")
  unset(_exactpred_clean_links)
endif()
unset(_exactpred_links)

install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/exactpred
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
        COMPONENT exactpred_development
        FILES_MATCHING PATTERN "*.hpp" PATTERN "*.h")

install(TARGETS exactpred
        EXPORT exactpredTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT exactpred_development
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT exactpred_development
        RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT exactpred_development
        INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})

install(EXPORT exactpredTargets
        NAMESPACE exactpred::
        DESTINATION ${EXACTPRED_INSTALL_CMAKEDIR}
        COMPONENT exactpred_development)

configure_package_config_file(${CMAKE_CURRENT_LIST_DIR}/exactpredConfig.cmake.in
                              ${PROJECT_BINARY_DIR}/exactpredConfig.cmake
                              INSTALL_DESTINATION ${EXACTPRED_INSTALL_CMAKEDIR})
# 0.x releases may break the interface between minor versions.
write_basic_package_version_file(${PROJECT_BINARY_DIR}/exactpredConfigVersion.cmake
                                 VERSION ${PROJECT_VERSION}
                                 COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/exactpredConfig.cmake
              ${PROJECT_BINARY_DIR}/exactpredConfigVersion.cmake
        DESTINATION ${EXACTPRED_INSTALL_CMAKEDIR}
        COMPONENT exactpred_development)

# pkg-config: paths relative to the .pc file, so that `cmake --install --prefix DIR` and a
# moved prefix work. The C++ runtime is listed for C programs that link the C API.
set(_exactpred_pc_dir "${CMAKE_INSTALL_LIBDIR}/pkgconfig")
if(IS_ABSOLUTE "${CMAKE_INSTALL_LIBDIR}" OR IS_ABSOLUTE "${CMAKE_INSTALL_INCLUDEDIR}")
  set(EXACTPRED_PC_PREFIX "${CMAKE_INSTALL_PREFIX}")
else()
  file(RELATIVE_PATH _exactpred_up "/root/${_exactpred_pc_dir}" "/root")
  string(REGEX REPLACE "/$" "" _exactpred_up "${_exactpred_up}")
  set(EXACTPRED_PC_PREFIX "\${pcfiledir}/${_exactpred_up}")
endif()
if(IS_ABSOLUTE "${CMAKE_INSTALL_LIBDIR}")
  set(EXACTPRED_PC_LIBDIR "${CMAKE_INSTALL_LIBDIR}")
else()
  set(EXACTPRED_PC_LIBDIR "\${prefix}/${CMAKE_INSTALL_LIBDIR}")
endif()
if(IS_ABSOLUTE "${CMAKE_INSTALL_INCLUDEDIR}")
  set(EXACTPRED_PC_INCLUDEDIR "${CMAKE_INSTALL_INCLUDEDIR}")
else()
  set(EXACTPRED_PC_INCLUDEDIR "\${prefix}/${CMAKE_INSTALL_INCLUDEDIR}")
endif()
set(EXACTPRED_PC_LIBS_PRIVATE "")
foreach(_lib IN LISTS CMAKE_CXX_IMPLICIT_LINK_LIBRARIES)
  if(_lib MATCHES "^(stdc\\+\\+|c\\+\\+|c\\+\\+abi|m)$")
    string(APPEND EXACTPRED_PC_LIBS_PRIVATE " -l${_lib}")
  endif()
endforeach()
string(STRIP "${EXACTPRED_PC_LIBS_PRIVATE}" EXACTPRED_PC_LIBS_PRIVATE)
# A static library is only usable with the C++ runtime: a C program linked with
# `pkg-config --libs` (no --static) needs it too, so it goes on the Libs line then.
get_target_property(_exactpred_type exactpred TYPE)
if(_exactpred_type STREQUAL "STATIC_LIBRARY")
  set(EXACTPRED_PC_LIBS_EXTRA "${EXACTPRED_PC_LIBS_PRIVATE}")
  set(EXACTPRED_PC_CFLAGS_EXTRA "")
else()
  set(EXACTPRED_PC_LIBS_EXTRA "")
  set(EXACTPRED_PC_CFLAGS_EXTRA "-DEXACTPRED_SHARED=1")
endif()
unset(_exactpred_type)
if(EXACTPRED_STRICT_FP_EXCEPTIONS)
  # The inline filters must be compiled the library's way in the consumer's code too.
  string(APPEND EXACTPRED_PC_CFLAGS_EXTRA " -DEXACTPRED_STRICT_FP_EXCEPTIONS=1")
  string(STRIP "${EXACTPRED_PC_CFLAGS_EXTRA}" EXACTPRED_PC_CFLAGS_EXTRA)
endif()
configure_file(${CMAKE_CURRENT_LIST_DIR}/exactpred.pc.in ${PROJECT_BINARY_DIR}/exactpred.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/exactpred.pc
        DESTINATION ${_exactpred_pc_dir}
        COMPONENT exactpred_development)
unset(_exactpred_pc_dir)
unset(_exactpred_up)
